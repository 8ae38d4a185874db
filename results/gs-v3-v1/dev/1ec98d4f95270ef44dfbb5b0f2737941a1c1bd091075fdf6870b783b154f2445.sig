{
  "algorithm": "ed25519",
  "content_sha256": "d051d55741374fd2694e9536882bcc9ceaadbb3f2935650baf3c010374a4b66a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1ec98d4f95270ef44dfbb5b0f2737941a1c1bd091075fdf6870b783b154f2445",
  "schema": "gridshift.signature/1",
  "signature": "a58c6fe0a2dbd362711ff4380191ce1bca456364b34a2ec6e08d728c1f68c81ea789eeece55e014ea74987dbcaff621ab81a9c3b73f1a74fcecff834dbda950e"
}
