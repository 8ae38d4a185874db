{
  "algorithm": "ed25519",
  "content_sha256": "3e0959d3fed4bf67e75c2cd73868faea1bb52298a01313ff7ebf2409d230b780",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6206473d99a4a0e018e173a8b3d743edf888e2535184fa436b1ec1be12083272",
  "schema": "gridshift.signature/1",
  "signature": "cc961711b312d6cdb298cf17db745f6e24e9511e4f54ce7060b26271586ee2004adb87cfa9035a16dfb432288d64f2eae8dd89d01f96903d8deefc4e59840b05"
}
