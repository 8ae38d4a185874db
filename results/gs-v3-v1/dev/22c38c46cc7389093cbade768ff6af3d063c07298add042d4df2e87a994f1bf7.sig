{
  "algorithm": "ed25519",
  "content_sha256": "b9da11d518dd9af3cd4c49df42c245da07f660f53248b89cd94ea7d7fe5ac43c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "22c38c46cc7389093cbade768ff6af3d063c07298add042d4df2e87a994f1bf7",
  "schema": "gridshift.signature/1",
  "signature": "584dfc0a247a5bd9110170f6fdb1fb31061b56a4ac0969427561e329f6b7bd9afc0f02c1e304814a8e87f9e6c0589d2bd6027d273e69da7d3e151eed9ff79c08"
}
