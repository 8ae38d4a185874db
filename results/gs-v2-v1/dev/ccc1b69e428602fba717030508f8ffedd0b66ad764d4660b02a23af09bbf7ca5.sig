{
  "algorithm": "ed25519",
  "content_sha256": "0d39251b81ccc30b41984524c3e0b680625c52ddab16263457a79ec6c9ac88a6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ccc1b69e428602fba717030508f8ffedd0b66ad764d4660b02a23af09bbf7ca5",
  "schema": "gridshift.signature/1",
  "signature": "e36fff836dd473414012e2f37bbcb02e57f7a89202f87739db586d055f6fc81716c4ee71b2967df0e1627f3cde264de5fd9a20c628dc4a12c27b7c8011f3ce08"
}
