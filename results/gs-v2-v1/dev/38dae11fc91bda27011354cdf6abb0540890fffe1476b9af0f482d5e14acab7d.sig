{
  "algorithm": "ed25519",
  "content_sha256": "1332051785f3b23ba1140d593f38d7a1104414a3d2fc58b829db92c6ef0e3e07",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "38dae11fc91bda27011354cdf6abb0540890fffe1476b9af0f482d5e14acab7d",
  "schema": "gridshift.signature/1",
  "signature": "17aa3d02e11a1938dd09633aa33325841d42f62532f95efe7bbdbee47280a05dc0bdcf37ce328ac9a4fb140c3f400e3bcf9acb5c34a86002fcce5b8e917f610b"
}
