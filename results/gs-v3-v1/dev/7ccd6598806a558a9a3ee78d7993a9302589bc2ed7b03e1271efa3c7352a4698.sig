{
  "algorithm": "ed25519",
  "content_sha256": "cb2deed82d6eaf6beb8930dc92c74444b135d3192037c9e821bdf522b358386e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7ccd6598806a558a9a3ee78d7993a9302589bc2ed7b03e1271efa3c7352a4698",
  "schema": "gridshift.signature/1",
  "signature": "aec543c0720e58701ca062e62815d46cfcf3f40ec4055b3cc87eb38350e7fdafb1a30d923e9d41c99d98f9e0132fd01bb204dcfe7c130bcc72e5b90ef1abb40d"
}
