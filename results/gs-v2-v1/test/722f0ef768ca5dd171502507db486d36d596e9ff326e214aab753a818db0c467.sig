{
  "algorithm": "ed25519",
  "content_sha256": "445a90c434db3a4464836c04aa9c425ba74f18e76912129bf8feb760888fb679",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "722f0ef768ca5dd171502507db486d36d596e9ff326e214aab753a818db0c467",
  "schema": "gridshift.signature/1",
  "signature": "af85d671ab5ec355e8de5cce2dbf2a1fec2f300e1163a2642d4920415b79b84d9ee94aa216b18ccdf666117e3512914bf0adce9548edbf07af69f2a7795b1403"
}
