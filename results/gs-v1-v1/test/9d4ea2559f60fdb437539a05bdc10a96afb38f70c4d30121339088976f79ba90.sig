{
  "algorithm": "ed25519",
  "content_sha256": "dd6b0c416096097d524cee3dd07f2e90e5629c61006dc332902800acfb068c0c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9d4ea2559f60fdb437539a05bdc10a96afb38f70c4d30121339088976f79ba90",
  "schema": "gridshift.signature/1",
  "signature": "64bb5a1f62a97b90687b7fcc2f5111ef5b0bc568bd531267620f82281babf67b2cff28e895b46d3fd09ea46b78b943f2cec6c4a699ab010c68d274b6ebbae503"
}
