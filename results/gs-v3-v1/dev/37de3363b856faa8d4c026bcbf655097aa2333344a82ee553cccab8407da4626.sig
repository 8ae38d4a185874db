{
  "algorithm": "ed25519",
  "content_sha256": "69a6a57341d783f08a5eb0df1d9bd67f4833aa099be7f2b5877a0c366ed9e050",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "37de3363b856faa8d4c026bcbf655097aa2333344a82ee553cccab8407da4626",
  "schema": "gridshift.signature/1",
  "signature": "f34a3822f32b87a59ca01dbcd87443b38f89c9e43c726ee445a4fa101f93723e6258db2c06c91f49f2a8ccc56a0b15a553f97dab8b80befa282e3097a3539d0d"
}
