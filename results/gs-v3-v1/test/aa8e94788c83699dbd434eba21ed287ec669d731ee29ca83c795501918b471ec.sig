{
  "algorithm": "ed25519",
  "content_sha256": "90e3784864a0e68c0442b0a8ef0b236a036a8fcbcc98fa18e6afee572cac7bc3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "aa8e94788c83699dbd434eba21ed287ec669d731ee29ca83c795501918b471ec",
  "schema": "gridshift.signature/1",
  "signature": "e9549d8644fa02d0235d1ee746324a7038b73435925dd2de0962a5acb6dd577c1e09529d246a0caefcf4fbb1b8b58311b3efdce2065e7e340d3d38bb75920308"
}
