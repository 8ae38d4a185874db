{
  "algorithm": "ed25519",
  "content_sha256": "5b6be3b4ef77de2bceb3c50aed6b627d2a9c1b8b576676f0ba646a20f9b4c468",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ebae39c1030bee8e0a592701981f1f30ecdce83cf1597828a8b241252ca39050",
  "schema": "gridshift.signature/1",
  "signature": "6307b9e7de470541da9f4befdd737cd9c7f4e45342f5bbcda53e45a181cddf5bd6b467985b28b3f5d697c00c1d77487df7bc04ab5265475487c82a4ea51e3301"
}
