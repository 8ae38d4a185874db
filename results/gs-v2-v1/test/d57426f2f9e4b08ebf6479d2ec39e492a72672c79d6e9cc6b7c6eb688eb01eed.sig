{
  "algorithm": "ed25519",
  "content_sha256": "3e78e583a6236a4e581e4405499e45d21c26b690fa2afd8081524ba9980a930d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d57426f2f9e4b08ebf6479d2ec39e492a72672c79d6e9cc6b7c6eb688eb01eed",
  "schema": "gridshift.signature/1",
  "signature": "38875aa3a6e5893fbc5d4cdf5cd744f632d53235851cda1259fea0f824db3bdb70ec45aa9e46632d224a25452fa269204db4e9183c9defe1609842698ce3be04"
}
