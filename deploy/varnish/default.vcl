vcl 4.1;
# The shared cache in front of the app (docs/operations.md "Edge cache"). The app tags every
# shareable answer with Surrogate-Key (its cache tags) and a day's s-maxage; when a tag expires,
# the app sends `PURGE` with the tags in `xkey-purge` (EDGE_PURGE=varnish,
# EDGE_PURGE_VARNISH_URLS), and the tagged objects go at once.
#
# Before use, set the backend (the app instances) and the `purgers` ACL (the app instances'
# addresses). Start: varnishd -f /etc/varnish/default.vcl -a :80 -s malloc,256m
import std;
import xkey;

# The app (the e2e spec rewrites host/port here; several instances: a directors round robin).
backend app {
  .host = "127.0.0.1";
  .port = "3000";
  .connect_timeout = 5s;
  .first_byte_timeout = 60s;
  .probe = {
    .url = "/api/health/live";
    .interval = 5s;
    .timeout = 2s;
    .window = 5;
    .threshold = 3;
  }
}

# Who may purge: the app instances (localhost by default).
acl purgers {
  "127.0.0.1";
  "::1";
}

sub vcl_recv {
  if (req.method == "PURGE") {
    if (client.ip !~ purgers) {
      return (synth(403, "Forbidden"));
    }
    if (!req.http.xkey-purge) {
      return (synth(400, "xkey-purge header missing"));
    }
    set req.http.n-gone = xkey.purge(req.http.xkey-purge);
    return (synth(200, "Purged " + req.http.n-gone));
  }
  # The purge header means nothing on any other request.
  unset req.http.xkey-purge;

  # Only reads are shared.
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # Next's built assets and optimised images are the same for everyone, whoever asks.
  if (req.url ~ "^/_next/(static|image)") {
    unset req.http.Cookie;
    return (hash);
  }
  # Who asks matters: Authorization, a signed-in shopper or staff member, draft mode.
  if (req.http.Authorization) {
    return (pass);
  }
  if (req.http.Cookie ~ "(^|;\s*)(dp_shopper|payload-token|__prerender_bypass|__next_preview_data)=") {
    return (pass);
  }
  # Never shared: the admin, the API (but the search endpoint's GET form, a read query tagged
  # with its site's stock tags, and media files, tagged per file: their POSTs are passed above),
  # account and checkout pages, previews.
  if ((req.url ~ "^/(admin|api)(/|\?|$)" && req.url !~ "^/api/search/[^/?]+/1/indexes/[^?]+\?" && req.url !~ "^/api/media/file/") || req.url ~ "^/(account|sign-in|watchlist|favourites|personalised|checkout-journey|online-payment|lead-form|web-vitals|draft-preview)(/|\?|$)" || req.url ~ "/reserve(/|\?|$)" || req.url ~ "[?&]preview=") {
    return (pass);
  }
  # Next's client navigation asks for RSC payloads of the same URL: never mixed with pages.
  if (req.http.RSC || req.http.Next-Router-Prefetch || req.http.Next-Router-State-Tree) {
    return (pass);
  }

  # Tracking parameters stay out of the cache key (the browser still has them in its address).
  if (req.url ~ "[?&](utm_[a-z]+|gclid|fbclid|msclkid|dclid|gbraid|wbraid|mc_cid|mc_eid|_ga|_gl)=") {
    set req.url = regsuball(req.url, "([?&])(utm_[a-z]+|gclid|fbclid|msclkid|dclid|gbraid|wbraid|mc_cid|mc_eid|_ga|_gl)=[^&]*", "\1");
    set req.url = regsuball(req.url, "&&+", "&");
    set req.url = regsub(req.url, "\?&", "?");
    set req.url = regsub(req.url, "[?&]$", "");
  }
  # Other cookies (analytics, consent) do not change a shared answer.
  unset req.http.Cookie;

  # Grace: a stale copy is served while the origin is down (its probe fails), otherwise only
  # briefly while a fresh one is fetched.
  if (std.healthy(req.backend_hint)) {
    set req.grace = 10s;
  }
  return (hash);
}

sub vcl_hash {
  # Site by Host (each dealer site is its own host), then the URL without tracking parameters.
  hash_data(std.tolower(regsub(req.http.host, ":[0-9]+$", "")));
  hash_data(req.url);
  return (lookup);
}

sub vcl_backend_response {
  # The app's Surrogate-Key names the object's tags for xkey.
  if (beresp.http.Surrogate-Key) {
    set beresp.http.xkey = beresp.http.Surrogate-Key;
  }
  # Keep copies past their lifetime for when the origin is down (served only then: vcl_recv).
  set beresp.grace = 6h;
  # The app's own lifetime for answers it did not tag: s-maxage / max-age as sent.
  if (beresp.http.Set-Cookie || beresp.http.Cache-Control ~ "(private|no-store)") {
    set beresp.uncacheable = true;
    set beresp.ttl = 120s;
    return (deliver);
  }
}

sub vcl_deliver {
  if (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
  # The tags are for this cache and the purges, not for browsers.
  unset resp.http.Surrogate-Control;
  unset resp.http.xkey;
}
