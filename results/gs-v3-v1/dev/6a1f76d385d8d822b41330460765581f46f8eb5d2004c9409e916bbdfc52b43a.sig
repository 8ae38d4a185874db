{
  "algorithm": "ed25519",
  "content_sha256": "7e42b7b84e24d614acb292dd67abc9bf3029606e9749bba4f2e1464fe9f7be77",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6a1f76d385d8d822b41330460765581f46f8eb5d2004c9409e916bbdfc52b43a",
  "schema": "gridshift.signature/1",
  "signature": "3e812b32685fbf65dd1aea787d96e7c64f1c7fa1a6d18b58de16452e69e7c9a081ede293d22eef46bf08895ed5b6b60b08192af2be44fe56b0ae7d2cb40dd40a"
}
