{
  "algorithm": "ed25519",
  "content_sha256": "2342d405c6743f1032d1f9e631cbd6edf9eb54faeebda14607c76af2ef0796fe",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3eb9cdc97b042ef1a2559921627a134ccce987c246ce56deb49c21b82d057062",
  "schema": "gridshift.signature/1",
  "signature": "9b28fcde3c49b498d8efd8ed8cc4e63dd2c2c45473078bb15db2cb5ccb970b1882b81d3c0335910ed8679e0df34162795597cb3131236db1b4b2c35b43edba0b"
}
