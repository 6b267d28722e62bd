/** About 150 makes sold in Australia, past and present (SPEC.md §3 Manufacturer list). */
export const MANUFACTURER_NAMES = [
  'Abarth', 'AC', 'Alfa Romeo', 'Alpina', 'Alpine', 'Aston Martin', 'Audi', 'Austin', 'Avan', 'Bentley',
  'BMW', 'BYD', 'Cadillac', 'Caterham', 'Chery', 'Chevrolet', 'Chrysler', 'Citroen', 'Cupra', 'Daewoo',
  'Daihatsu', 'Datsun', 'Deepal', 'Dodge', 'Ferrari', 'Fiat', 'Ford', 'Foton', 'Genesis', 'GMC',
  'Great Wall', 'GWM', 'Haval', 'Holden', 'Honda', 'HSV', 'Hummer', 'Hyundai', 'Ineos', 'Infiniti',
  'Isuzu', 'Iveco', 'Jaguar', 'Jayco', 'Jeep', 'Kia', 'KTM', 'Lamborghini', 'Land Rover', 'LDV',
  'Leapmotor', 'Lexus', 'Lotus', 'Mahindra', 'Maserati', 'Mazda', 'McLaren', 'Mercedes-Benz', 'MG', 'Mini',
  'Mitsubishi', 'Morgan', 'Nissan', 'Opel', 'Peugeot', 'Polestar', 'Porsche', 'Proton', 'RAM', 'Renault',
  'Rolls-Royce', 'Rover', 'Saab', 'Skoda', 'Smart', 'SsangYong', 'KGM', 'Subaru', 'Suzuki', 'Tank',
  'Tata', 'Tesla', 'Toyota', 'Volkswagen', 'Volvo', 'Xpeng', 'Zeekr', 'Aussie Wide', 'Coromal', 'Crusader',
  'Design RV', 'Discovery Caravans', 'Fantasy Caravans', 'Golden Eagle', 'Goldstream RV', 'Jurgens', 'Kedron', 'Lotus Caravans', 'MDC', 'New Age Caravans',
  'Nova Caravans', 'Paramount Caravans', 'Retreat Caravans', 'Royal Flair', 'Snowy River', 'Sunland Caravans', 'Supreme', 'Titanium Caravans', 'Track Trailer', 'Urban Caravans',
  'Windsor', 'Zone RV', 'Atlas Caravans', 'Billabong Custom', 'Concept Caravans', 'Elross', 'Essential Caravans', 'Franklin', 'Highline Caravans', 'Imperial Caravans',
  'Kokoda Caravans', 'Leader Caravans', 'Masterpiece Caravans', 'Millard', 'Nextgen Caravans', 'Olympic Caravans', 'Prime Edge', 'Roadstar', 'Spinifex', 'Sterling',
  'Traveller', 'Viscount', 'Wonderland RV', 'Yarra Caravans', 'Chevrolet Silverado', 'Mahindra Pik-Up', 'Hino', 'Fuso', 'UD Trucks', 'Scania',
  'Kenworth', 'Mack', 'Western Star', 'Freightliner', 'Volvo Trucks', 'DAF', 'Yamaha', 'Kawasaki', 'Harley-Davidson', 'Ducati',
]
