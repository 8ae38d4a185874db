{
  "algorithm": "ed25519",
  "content_sha256": "fd7d98a2a7347ac4fb604b54534a9b84ae9635f96cf00ca4c49720bdc7db497c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a1aa537b9c3f9fbbb992498393550c6a922478311b118c5aa53c46f81c65a667",
  "schema": "gridshift.signature/1",
  "signature": "5984b744bbb675684216ec37e852fbd1cf85dbfd4892cdb096279622a48d1b31a962093e80987f606decfb1ffb465eba3f5a33713f13bebad096b85725e32c0c"
}
