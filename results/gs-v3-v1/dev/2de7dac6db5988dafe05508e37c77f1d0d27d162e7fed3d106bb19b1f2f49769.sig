{
  "algorithm": "ed25519",
  "content_sha256": "da2677ecef0d09e769cae0adff7ccddb3afdb22fd666d3ccff42740f4c7b9609",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2de7dac6db5988dafe05508e37c77f1d0d27d162e7fed3d106bb19b1f2f49769",
  "schema": "gridshift.signature/1",
  "signature": "5dd678e9f24849917514aed04dea9220e5ab7dd7ae2154e1ceb7240da245b2c9573d3be9d6e26b76f33d68e0429a804fb1a5943d50739588b9f0d192f1ff2403"
}
