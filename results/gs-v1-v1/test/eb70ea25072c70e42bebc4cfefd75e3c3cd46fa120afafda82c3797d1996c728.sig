{
  "algorithm": "ed25519",
  "content_sha256": "08f31f36fe35670b6bcbd5a1e79ec12125f0cffbfc3506fa64dd5326d37d2007",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "eb70ea25072c70e42bebc4cfefd75e3c3cd46fa120afafda82c3797d1996c728",
  "schema": "gridshift.signature/1",
  "signature": "347986dc1190164c8e7a43653a5cba64eecd34843194ddf782be7bc7f44001d296a46ec36afad91fbca3dc9eabdb062a10bb564b45ca397800db093a02486d0a"
}
