{
  "algorithm": "ed25519",
  "content_sha256": "da8dcbdd3815e0ff2904d5fa381c6ded85bbb3fbe6ade900b0685672cb0de8bc",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1d57eb535297db2ccc88b34f46e34b8959fe87408b52ce0de73e12c741bdb373",
  "schema": "gridshift.signature/1",
  "signature": "7f281082d38c82d3eea9a2654ded0a4da77e864219c2939bdd0f4283e786e95d0815fbf014027ad0cef0fa4eda37fac75e5a69dbe5a6f8c587987f1fdc166e0c"
}
