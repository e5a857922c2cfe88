// libFuzzer target: the browser board's JSON API (web/api.h) with any request body. The first byte
// picks the request; the rest is the body. Every answer must be JSON: the position, or an error
// with a 4xx status. The engine requests are left out: a search may rightly take seconds.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "web/api.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 1) return 0;
  static abbott::web::Api api;
  static constexpr std::string_view kPaths[] = {"/api/position", "/api/play", "/api/pgn/export",
                                                "/api/pgn/import"};
  const std::string_view path = kPaths[data[0] % std::size(kPaths)];
  const std::string body(reinterpret_cast<const char*>(data + 1), size - 1);
  const abbott::web::Reply reply = api.handle("POST", path, body);
  const nlohmann::json answer = nlohmann::json::parse(reply.body, nullptr, false);
  if (answer.is_discarded()) std::abort();
  if (reply.status == 200 ? answer.contains("error")
                          : reply.status < 400 || reply.status >= 500 || !answer.contains("error"))
    std::abort();
  return 0;
}
