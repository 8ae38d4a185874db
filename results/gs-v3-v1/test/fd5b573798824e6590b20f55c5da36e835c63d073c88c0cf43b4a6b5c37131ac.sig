{
  "algorithm": "ed25519",
  "content_sha256": "7883d9c560e5c571a8550372e518b18771f9bb513e7ce0fa9fc05fb4ffc6eab4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fd5b573798824e6590b20f55c5da36e835c63d073c88c0cf43b4a6b5c37131ac",
  "schema": "gridshift.signature/1",
  "signature": "7479aa56101e096b90cc4b9e9745f44a9e310b4f603b752a47265c1ade07b53b7ecf7fdfc9328fa417259b8ce5c320a3feba16ecd2da82c65a5d685179e5b507"
}
