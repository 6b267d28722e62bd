vcl 4.1;
# The Varnish of docker-compose.fleet.yml: the project's VCL (deploy/varnish/default.vcl, mounted
# beside this file as edge.vcl and included below, unchanged) with the fleet's two app instances
# as its backends and their network allowed to purge. Mounted as /etc/varnish/default.vcl, the
# file the official image starts with. edge.vcl's own `app` backend (127.0.0.1) stays unused, so
# varnishd runs with `-p vcc_err_unref=off` (an unused backend is then a warning, not an error).
# Checked by tests/unit/deploy/fleetVcl.test.ts (varnishd -C, when varnishd is installed).
import directors;
import xkey;

# Readiness, not liveness: an instance that is draining (SIGTERM) or has lost its database
# answers 503 there and gets no new requests; it comes back after 3 good answers.
probe ready {
  .url = "/api/health/ready";
  .interval = 5s;
  .timeout = 2s;
  .window = 5;
  .threshold = 3;
}

backend app_a {
  .host = "app-a";
  .port = "3000";
  .connect_timeout = 5s;
  .first_byte_timeout = 60s;
  .probe = ready;
}

backend app_b {
  .host = "app-b";
  .port = "3000";
  .connect_timeout = 5s;
  .first_byte_timeout = 60s;
  .probe = ready;
}

# The fleet's network (docker-compose.fleet.yml `networks.fleet`): the instances that purge.
acl fleet_purgers {
  "172.30.34.0"/24;
}

sub vcl_init {
  new instances = directors.round_robin();
  instances.add_backend(app_a);
  instances.add_backend(app_b);
}

# Runs before edge.vcl's vcl_recv (subroutines of one name run in the order they appear).
sub vcl_recv {
  if (req.method == "PURGE" && client.ip ~ fleet_purgers) {
    if (!req.http.xkey-purge) {
      return (synth(400, "xkey-purge header missing"));
    }
    set req.http.n-gone = xkey.purge(req.http.xkey-purge);
    return (synth(200, "Purged " + req.http.n-gone));
  }
  set req.backend_hint = instances.backend();
}

include "edge.vcl";
