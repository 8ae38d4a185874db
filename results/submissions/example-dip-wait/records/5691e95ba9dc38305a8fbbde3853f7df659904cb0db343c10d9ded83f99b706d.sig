{
  "algorithm": "ed25519",
  "content_sha256": "5d0d902519d4bb597e94a967cd2b6d286a47717e05c3b575a52da3dbbd4ba95e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5691e95ba9dc38305a8fbbde3853f7df659904cb0db343c10d9ded83f99b706d",
  "schema": "gridshift.signature/1",
  "signature": "d1828a9e8be4a90b291cd055c074f28cfb9a8f112df92ae6a135e53c0766756ffc63545eefd97f4ee0dd0aebf4f1f68237a9afe5cb7c8a8670c2a47f3929740f"
}
