{
  "algorithm": "ed25519",
  "content_sha256": "6ffb923b85d99b5162e20700f07db8b20ba6c4cc14dd18c8c99cc03d0028e25a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "bbc21c3c25be05609464e2e2ea5d5b3a828cb7b3d8b23c6e3d8d203dbd11f0a3",
  "schema": "gridshift.signature/1",
  "signature": "1a939aae84528a504ca882a67b801e21ffccbb3cf0417950ac2c9901649f94c35be904747b6e5331cfc8a4759e029acfd4e045850633a34ae56b066b84146d06"
}
