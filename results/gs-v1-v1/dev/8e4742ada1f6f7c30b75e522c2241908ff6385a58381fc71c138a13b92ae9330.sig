{
  "algorithm": "ed25519",
  "content_sha256": "931a5151c54eb06c1f84b7a672a769b8515fdcc4ab927f45163315917841e7b7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8e4742ada1f6f7c30b75e522c2241908ff6385a58381fc71c138a13b92ae9330",
  "schema": "gridshift.signature/1",
  "signature": "0e9d4f935ee3c7e83c6c27a00390d7e7d7e797f7f085560921bc3c98a1ecab49c57f615a827cefc56d38bec0e207089fca5ca509d56a06343bbf5bff6cc7b208"
}
