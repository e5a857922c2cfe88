// The core's one shape of failure. engine/ and movegen/ word the message for the user; front ends
// only frame it for their protocol. A function that can fail returns std::optional<Error> when it
// has nothing else to return, or Result<T>: the value or the error.
#pragma once

#include <string>
#include <variant>

namespace abbott {

struct Error {
  std::string message;
};

template <typename T>
using Result = std::variant<T, Error>;

}  // namespace abbott
