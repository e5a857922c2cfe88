// Requests to abbott's server (web/api.h): plain JSON answers, and searches whose reports stream
// in while the engine thinks.
"use strict";

async function api(path, body) {
  const response = await fetch(path, body === undefined ? {} : {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(answer.error || `HTTP ${response.status}`);
  return answer;
}

// Asks for a search whose reports arrive while the engine thinks: the answer is lines of JSON,
// {"report": ...} for each report (passed to onReport), then the answer itself.
async function apiStream(path, body, onReport, signal) {
  const response = await fetch(`${path}?stream=1`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok) throw new Error((await response.json()).error || `HTTP ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "", answer = null;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end;
    while ((end = buffer.indexOf("\n")) >= 0) {
      const line = JSON.parse(buffer.slice(0, end));
      buffer = buffer.slice(end + 1);
      if (line.report) onReport(line.report); else answer = line;
    }
  }
  if (!answer) throw new Error("the server's answer broke off");
  if (answer.error) throw new Error(answer.error);
  return answer;
}

// Runs an action that asks the server and redraws; body[data-pending] counts the actions not yet
// drawn (the browser tests wait for 0).
async function tracked(action) {
  const pending = (delta) => {
    document.body.dataset.pending = String(Number(document.body.dataset.pending || 0) + delta);
  };
  pending(1);
  try {
    return await action();
  } finally {
    pending(-1);
  }
}
