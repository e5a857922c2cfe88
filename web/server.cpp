// The HTTP side of the browser board: cpp-httplib serves the embedded page and passes /api/ to
// the Api. Limits keep bad or many clients from stopping it: a bounded body, a fixed pool of
// worker threads, and timeouts that drop idle or slow connections.
#include "web/server.h"

#include <httplib.h>

#include <iostream>

#include "web/api.h"
#include "web/assets.h"

namespace abbott::web {

namespace {

constexpr size_t kWorkerThreads = 8;
constexpr time_t kTimeoutSeconds = 5;

}  // namespace

int serve(const std::string& host, int port, const std::string& games_dir) {
  Api api(games_dir);
  httplib::Server server;
  server.new_task_queue = [] { return new httplib::ThreadPool(kWorkerThreads); };
  server.set_payload_max_length(kMaxBodyBytes);
  server.set_read_timeout(kTimeoutSeconds, 0);
  server.set_write_timeout(kTimeoutSeconds, 0);
  server.set_keep_alive_timeout(kTimeoutSeconds);

  for (const Asset& a : assets())
    server.Get(std::string(a.path), [&a](const httplib::Request&, httplib::Response& res) {
      res.set_content(a.data.data(), a.data.size(), std::string(a.content_type).c_str());
    });
  const auto api_route = [&api](const httplib::Request& req, httplib::Response& res) {
    const Reply reply = api.handle(req.method, req.path, req.body);
    res.status = reply.status;
    res.set_content(reply.body, "application/json");
  };
  server.Get("/api/.*", api_route);
  server.Post("/api/.*", api_route);
  // Errors the library answers itself (unknown page, oversized body) get the API's error shape.
  server.set_error_handler([](const httplib::Request& req, httplib::Response& res) {
    if (!res.body.empty()) return;
    const std::string message = res.status == 413   ? "the request is larger than 64 KiB"
                                : res.status == 404 ? "no such page: " + req.path
                                                    : "HTTP error " + std::to_string(res.status);
    res.set_content(error_body(message), "application/json");
  });

  const int bound = port == 0 ? server.bind_to_any_port(host) : (server.bind_to_port(host, port) ? port : -1);
  if (bound < 0) {
    std::cerr << "abbott serve: cannot listen on " << host << ":" << port << "\n";
    return 2;
  }
  std::cout << "abbott serve: http://" << host << ":" << bound << "/" << std::endl;
  return server.listen_after_bind() ? 0 : 1;
}

}  // namespace abbott::web
