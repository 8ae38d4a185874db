{
  "algorithm": "ed25519",
  "content_sha256": "37f3b86c4353e6546e213c0afc036cfae74c04bac7fe45ea5c181fb68c8f69be",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1acc65f3a32ea01f7626944c6be0384ea21b3c525f7c2b840da82c102c974b24",
  "schema": "gridshift.signature/1",
  "signature": "dd758ca96cd9c6baf4acd2dbc82bfb9f70321e39de10ffcb5b6ba96aa453878091b3a7ce5125134eeb12acf6905962705e1e8924f19255e209850a58f36ec206"
}
