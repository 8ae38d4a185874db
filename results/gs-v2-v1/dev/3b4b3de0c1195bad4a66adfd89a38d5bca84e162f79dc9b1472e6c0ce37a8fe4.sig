{
  "algorithm": "ed25519",
  "content_sha256": "db5b98a4c88a9eb10120f5551a6e092fe3c96dddb499ff17d4b6ea5c7f311872",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3b4b3de0c1195bad4a66adfd89a38d5bca84e162f79dc9b1472e6c0ce37a8fe4",
  "schema": "gridshift.signature/1",
  "signature": "90067ca82084f0301b8c0a94a721f30b4725923671c89effad32f20b694eed9c2f9fd94d9b57c06a4f2fbe1fa50bfa877f8f71606b5fac0320de6bebef7b5806"
}
