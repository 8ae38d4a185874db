"""HTTP plumbing shared by the surfaces: bounded request bodies, responses encoded off the loop.

FastAPI runs a plain ``def`` route in a worker thread but encodes the dict or list it returns
back on the event loop, and runs an ``async def`` route entirely on the loop: the unbounded
forecast batch (an ``async def``) built and encoded 792 MB there, answering nothing else for
43 s. :func:`json_response` encodes in the route's own thread with the encoder FastAPI uses
(pydantic-core's ``to_json``, so the bytes are the same), a slice of a list at a time so that
the event loop gets the GIL between slices; an ``async def`` route reads its body with
:func:`read_json` and hands the work to a thread with :func:`off_loop`.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, TypeVar

from fastapi import Request, Response
from pydantic_core import to_json
from starlette.concurrency import run_in_threadpool

from gridshift.serve.limits import MAX_BODY_BYTES, LimitError

__all__ = ["json_response", "off_loop", "read_json"]

T = TypeVar("T")


#: List items encoded per call of the encoder (the GIL is held for one call; 256 forecast
#: DTOs of 48 hours of 15-minute points are about 5 MB, some 30 ms).
_SLICE_ITEMS = 256


def json_response(content: Any, status_code: int = 200,
                  media_type: str = "application/json") -> Response:
    """``content`` encoded now (in the calling thread) as a JSON response."""
    if isinstance(content, list):
        parts = (to_json(content[i: i + _SLICE_ITEMS])[1:-1]
                 for i in range(0, len(content), _SLICE_ITEMS))
        body = b"[" + b",".join(parts) + b"]"
    else:
        body = to_json(content)
    return Response(body, status_code=status_code, media_type=media_type)


async def off_loop(fn: Callable[[], T]) -> T:
    """Run ``fn()`` in the worker threads, not on the event loop."""
    return await run_in_threadpool(fn)


async def read_json(request: Request) -> Any:
    """The request body parsed as JSON; ``None`` if it is not JSON.

    Raises:
        LimitError: (status 413) the body is longer than :data:`MAX_BODY_BYTES`; refused from
            its ``Content-Length`` before reading, or as soon as the bytes read pass the limit.
    """
    too_big = LimitError(f"the request body is larger than {MAX_BODY_BYTES} bytes "
                         "(MAX_BODY_BYTES): split it", status=413)
    declared = request.headers.get("content-length")
    if declared is not None and declared.strip().isdigit() and int(declared) > MAX_BODY_BYTES:
        raise too_big
    chunks, size = [], 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > MAX_BODY_BYTES:
            raise too_big
        chunks.append(chunk)
    try:
        return json.loads(b"".join(chunks))
    except (ValueError, RecursionError):
        return None
