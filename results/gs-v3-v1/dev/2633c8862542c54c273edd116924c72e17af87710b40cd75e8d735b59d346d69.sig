{
  "algorithm": "ed25519",
  "content_sha256": "1e939b7b292e91897422a4bec6d601f8d37a2fe6133e209f0cd07563ddf30b52",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2633c8862542c54c273edd116924c72e17af87710b40cd75e8d735b59d346d69",
  "schema": "gridshift.signature/1",
  "signature": "ed3fafd5dc22088d554a751520cb4df244d2ffbdbbc713496a1b9356a70ff68e63e24fc71d29aca799f3f1d036fadf1a82633909e2fd90127f537043eddf8201"
}
