{
  "algorithm": "ed25519",
  "content_sha256": "4daf34d39773c96b607fb1a960180ba14469b3d244febe368b9609b23c91e6d8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b05a9445d35184fb989884dfd8985b09bcf08f8f306263a7662b1b9c56e87baf",
  "schema": "gridshift.signature/1",
  "signature": "611fba49e2832023c9df5d1516aa316364cc14b1b6400ac03a7f3a6d7bcbab63cb2368bcce3ae772bf2a11384f0b766fde28a4687a7544682bb625ed2037a80d"
}
