{
  "algorithm": "ed25519",
  "content_sha256": "719751ae4fed34ef1c297bf6e0f54f9ce45bcf1d4b021f7955accc9677cf4c5a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "51e24fef82cb27148ba6bd27b460063336cb89d0d09097d23b0868a9e6e48e24",
  "schema": "gridshift.signature/1",
  "signature": "be3a376cca0f61ae89b22808c4247e4e827a02c5f415e18fe27f46b7519f13a34403dfc1bcd37e8242208dd33e64e53c8bdc47dbd26a58b7ab565753f2af9b0b"
}
