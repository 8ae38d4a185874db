{
  "algorithm": "ed25519",
  "content_sha256": "35392e9fc49b3d84d96b934b67baedf61444aa1b52575927c9e8ada58cd295dd",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f529353094a7bfd456fc28b7472cc19dab9dad184d4c01ee37823768e49fd764",
  "schema": "gridshift.signature/1",
  "signature": "c776586bab12e6bb7de86cb9d0716bc936f7109857292aaaa73ddd0b38735559b07a84a27e4e5e8e45a48f69a1fbfd15bdd46f0a8897271ba1bf0c99349ed30b"
}
