{
  "algorithm": "ed25519",
  "content_sha256": "40ba9917f88d7b4189c9495d70f2701f1b18ef816c8d3b70854ae1eef2bdb978",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9c9ae9df512e9c904a5eb84b5790a5080cbba2c5a1ca1a3463e299964abcadf1",
  "schema": "gridshift.signature/1",
  "signature": "8cfe82c1822162e99fb900ad708ccca23b2be42d918f0602d90fedfb8056923d41ce678f90cbe187372efd1e5495403592bdae7f4425ebdd87500511ddc4ff08"
}
