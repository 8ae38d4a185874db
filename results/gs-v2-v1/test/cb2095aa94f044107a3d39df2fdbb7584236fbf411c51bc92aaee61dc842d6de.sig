{
  "algorithm": "ed25519",
  "content_sha256": "170302bc6f2e11aedcd88a52abdb7ad04f1a2734ea5cb32189252950faaf9dac",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "cb2095aa94f044107a3d39df2fdbb7584236fbf411c51bc92aaee61dc842d6de",
  "schema": "gridshift.signature/1",
  "signature": "52c1a7ebbb80d132b5e6be9573d938232917cc47ebc8a18b7c7c203517ea0b4ac38cc0d091c88b46c775e8c8e47bd5b7d65ef507cb662ce9b5f72dc3bfd68406"
}
