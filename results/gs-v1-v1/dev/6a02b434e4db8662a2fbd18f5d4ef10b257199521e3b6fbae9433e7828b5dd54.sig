{
  "algorithm": "ed25519",
  "content_sha256": "9c20ad6175e312c984dbea88948adb1f47e321eb969585461f96b0d4e8eeb37a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6a02b434e4db8662a2fbd18f5d4ef10b257199521e3b6fbae9433e7828b5dd54",
  "schema": "gridshift.signature/1",
  "signature": "3b35f305f2bfacb897d15698a61a2cf5ccb287b3ff4ddb736b8ea8492b0b77fe4d9a28a583e73d18f86cf77112f6bc260faf60e08ac2fe011b83999c886f3307"
}
