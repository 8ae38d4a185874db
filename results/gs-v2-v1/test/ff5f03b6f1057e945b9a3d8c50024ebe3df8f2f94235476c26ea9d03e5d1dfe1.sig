{
  "algorithm": "ed25519",
  "content_sha256": "51e7f5b9a8df060e71caee92b5e50022a9bd1461d0e9389307927a8e34dccdf8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ff5f03b6f1057e945b9a3d8c50024ebe3df8f2f94235476c26ea9d03e5d1dfe1",
  "schema": "gridshift.signature/1",
  "signature": "21ed286563e8fc080e86f0991633e1aac2449c01527ae662eb83ce30a622692c1038c4e16cebcda9a72a279a362a53da1f3f0b703b989b01d4876fb343a80a06"
}
