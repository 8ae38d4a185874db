{
  "algorithm": "ed25519",
  "content_sha256": "17fbf58a30935eb00d5da79202fa53a3d3ca19383586679b4418e648cb4255bd",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7c3dd91e14321dad2b20b5f440dd1d80d41639eae41896a2b26cbc09f1da8173",
  "schema": "gridshift.signature/1",
  "signature": "179c5a77f5f1be77173ecac55fdcb1e51470a48896337a43fae0c809ada2af26da90f017d5cb9f3d2a3d589de740186eaade52d8340ba35532c6078c94fe9d0d"
}
