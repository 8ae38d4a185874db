{
  "algorithm": "ed25519",
  "content_sha256": "1ac1e5542f8983ea34d2c1fc69526027a9f76495013b0d160c6af12e6092efbf",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a5a431014902629a7a450d9aa87c2d296c0fb934ec115e4a7af6d6dd0c4a5e03",
  "schema": "gridshift.signature/1",
  "signature": "c18ebd4fc41d43b1e97af0aa05634b9ac7506542145f19eb42f33288503ee401eb441f3db057e38c20d2685b784210866fd0e0770ecddd67ec9ef54750b4fd0c"
}
