{
  "algorithm": "ed25519",
  "content_sha256": "e7b9e8b5212de25a331c81daaf74fe5cd1954eb28ce4b2fc0952e6231b6a57e7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "20634756b4e29feae620d35da0031889efb3cc4aca542bae1560eae88992b163",
  "schema": "gridshift.signature/1",
  "signature": "1f38322d200dc7209fd31666c56ba2ebc990e177a1991da50bdc2cc57481b7d104c58daf47ed892f01f81bc59a5d36c5add8dc4d74a95f625a543ed7046e8803"
}
