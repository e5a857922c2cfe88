// The HTTP side of the browser board: cpp-httplib serves the embedded page and passes /api/ to
// the Api. Limits keep bad or many clients from stopping it: a bounded body, a fixed pool of
// worker threads, and timeouts that drop idle or slow connections.
#include "web/server.h"

#include <httplib.h>

#include <iostream>
#include <nlohmann/json.hpp>

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
  // POST /api/engine?stream=1 and /api/analyse?stream=1 answer in lines of JSON: {"report": ...}
  // for each search report as the engine thinks, then the answer itself (an error with its
  // "status"). A client that goes away stops the search.
  server.Post("/api/.*", [&api, &api_route](const httplib::Request& req, httplib::Response& res) {
    if (!req.has_param("stream") || (req.path != "/api/engine" && req.path != "/api/analyse"))
      return api_route(req, res);
    res.set_chunked_content_provider(
        "application/x-ndjson", [&api, path = req.path, body = req.body](size_t, httplib::DataSink& sink) {
          const auto send = [&sink](const nlohmann::json& line) {
            const std::string text = json_text(line) + "\n";
            return sink.write(text.data(), text.size());
          };
          const Reply reply = api.handle("POST", path, body, [&send](const nlohmann::json& report) {
            return send({{"report", report}});
          });
          nlohmann::json answer = nlohmann::json::parse(reply.body);
          if (reply.status != 200) answer["status"] = reply.status;
          if (send(answer)) sink.done();
          return true;
        });
  });
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
