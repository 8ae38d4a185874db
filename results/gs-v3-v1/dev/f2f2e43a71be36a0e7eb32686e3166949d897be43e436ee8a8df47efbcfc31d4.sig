{
  "algorithm": "ed25519",
  "content_sha256": "09891b3fa02d02267efb47873d9e0168deaac9ee68403ad21428e82301aecb53",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f2f2e43a71be36a0e7eb32686e3166949d897be43e436ee8a8df47efbcfc31d4",
  "schema": "gridshift.signature/1",
  "signature": "a1d6266479b322fc5d9e19efd8e5c2bbd0f8bc30f22e4ccef08babcdd3e4e0886f0ff2e0fdb619bd07a8d493917a80ed707f24fe241705d91ee3d48851e38c0a"
}
