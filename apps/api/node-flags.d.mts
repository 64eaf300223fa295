export declare const API_NODE_FLAGS: string[];
