{
  "algorithm": "ed25519",
  "content_sha256": "9e5187382bb26c4a95835144c45bc6c5fa3fd6a2fff95f9713df15ae9dc25fff",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ee8fdc3786067fd91008207bec600f54807eec6aab513a779c674a4c176046f4",
  "schema": "gridshift.signature/1",
  "signature": "ac6541a45076939e2cb610f5e3fb2a14d0af6c1cdf4ae27405904631cd6a9a9d86dc8b16b346c6ca3b74bcb64e50c2245cc30e15659bff3cf3599097bf858701"
}
