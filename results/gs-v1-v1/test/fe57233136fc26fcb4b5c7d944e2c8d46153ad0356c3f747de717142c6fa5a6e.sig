{
  "algorithm": "ed25519",
  "content_sha256": "35cf03d985c43deccabd3918e0c2abdd236d2d8958327566fb948748da551faa",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fe57233136fc26fcb4b5c7d944e2c8d46153ad0356c3f747de717142c6fa5a6e",
  "schema": "gridshift.signature/1",
  "signature": "4f2784f7fd3b3856458014f7d89acedcbed0c76c872527d3fd5148cef80b38518cbdccad628071223f1194de978dad7d210f74ab6a3b55b01da8bc555ce58604"
}
