{
  "algorithm": "ed25519",
  "content_sha256": "4f2ccb315c4a3328d9c9a2f040bbbdd352922804d0e5fc78613c0bc39e167954",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fc338c188e23e9fe03366085fba118302d88738ef38f24eb9c93c71ff9bcc5d6",
  "schema": "gridshift.signature/1",
  "signature": "1e02b325bcd6548d459bbc880307fc112dd49df8b77c30dfcba9797268d9af0ae8165680cea41e4e66c0f1d85821e8b5c3aa448ad3ce91d723bb3d90e8ab730d"
}
