{
  "algorithm": "ed25519",
  "content_sha256": "796265ebc4dd8a263b9a67e05f6c1c702f4d778a74ce8d69677542fe5616cf7f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "88accbee8024ab0b5f931d6724e01eb15ac626f06f72e35895a0295a024aa9c9",
  "schema": "gridshift.signature/1",
  "signature": "d0dbab957c05bfd817e82e99f6461f89b1393f5ae6851528cdcc8c08533b3c77c148c64efb1a748af9d01e2029b57a2874876e0d7824ae771e96f7e88496590c"
}
