{
  "algorithm": "ed25519",
  "content_sha256": "ea875e188a98cba5693ae9ad61c64c97792735cec5a776afa35a5d968b04d6cc",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "edac39a806ea847dd66bd16f9253a6d38c0f96eed28cb566bc6b29982709f474",
  "schema": "gridshift.signature/1",
  "signature": "3240fef361bffe185af1bdafe8d524a9a36c187ca7e257fea983ed39031c649dce6f3301ad91e82be216bd6d7b98f34dba4156d5aa63c430c7c1bd8cbbd3ed09"
}
