{
  "algorithm": "ed25519",
  "content_sha256": "32bf4438074283443310c27fc28b1a0b3eb82554c5760c2859c56e1daf2d49e1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9d1284f121f2b8a0e00418ab30e118ea165a9f3b46f0a1bc1c75643d281735e1",
  "schema": "gridshift.signature/1",
  "signature": "5476c6ed96b80c4d92d9ac06183584a720aa181a6d903a74aa2b7455246c7554ff6c9ff7dcce6be8ac2191d1f3df388c5133adfd201f03ac432922a8ba09cc0b"
}
