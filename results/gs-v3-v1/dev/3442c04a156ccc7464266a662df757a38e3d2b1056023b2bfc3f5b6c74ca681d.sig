{
  "algorithm": "ed25519",
  "content_sha256": "b4761e4d3d9ee583caa1a64314ffc0aed803cf40f3903b48fb8410b97f49cd67",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3442c04a156ccc7464266a662df757a38e3d2b1056023b2bfc3f5b6c74ca681d",
  "schema": "gridshift.signature/1",
  "signature": "ad972567d8893ad4773f70bdde37642789ef95d0b122a5bc04e277c7f77bb727707f5cb5269fc985e692e9d3e8f134741e384bd56b5dc60a85145ab0e96ba400"
}
