{
  "algorithm": "ed25519",
  "content_sha256": "f078e0cf8171c46d27b5c8f1b32b107cbaaf3892225d4f2ed6469417e975ab7e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a1188ed75ac31fbbc8c47151401fb83a84f8d91cdc5b581609ad1186b2d95ce0",
  "schema": "gridshift.signature/1",
  "signature": "301d6f8d0468b88cf2b13e8ac246206874e33e6cfe5c72da1f650869c6c2d888af4ab5ae7386cb45dc62ee41c34dcf3745dcb8961845e50456428588dba85602"
}
