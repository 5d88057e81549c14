//! Walks of directed graphs on the nodes `0..n` (object types and what their properties refer
//! to, modules and their imports), each in time linear in nodes and edges and without recursion:
//! a schema may chain its types as deep as it likes, deeper than any thread's stack.

/// The nodes from which a node in `seeds` can be reached along `edges` (the seeds included).
pub fn reaching(edges: &[Vec<usize>], seeds: impl Fn(usize) -> bool) -> Vec<bool> {
    let mut incoming = vec![Vec::new(); edges.len()];
    for (from, targets) in edges.iter().enumerate() {
        for &to in targets {
            incoming[to].push(from);
        }
    }
    let mut marked: Vec<bool> = (0..edges.len()).map(&seeds).collect();
    let mut work: Vec<usize> = (0..edges.len()).filter(|&n| marked[n]).collect();
    while let Some(node) = work.pop() {
        for &from in &incoming[node] {
            if !marked[from] {
                marked[from] = true;
                work.push(from);
            }
        }
    }
    marked
}

/// The strongly connected component of every node, numbered in the order Tarjan's algorithm
/// completes them (a component is numbered before any component that reaches it).
pub fn components(edges: &[Vec<usize>]) -> Vec<usize> {
    const UNSEEN: usize = usize::MAX;
    let n = edges.len();
    let mut index = vec![UNSEEN; n];
    let mut low = vec![0; n];
    let mut on_stack = vec![false; n];
    let mut component = vec![UNSEEN; n];
    let mut stack = Vec::new();
    let mut next_index = 0;
    let mut next_component = 0;
    // The DFS path: (node, how many of its edges were followed).
    let mut path: Vec<(usize, usize)> = Vec::new();
    for root in 0..n {
        if index[root] != UNSEEN {
            continue;
        }
        path.push((root, 0));
        index[root] = next_index;
        low[root] = next_index;
        next_index += 1;
        stack.push(root);
        on_stack[root] = true;
        while let Some(&mut (node, ref mut followed)) = path.last_mut() {
            if let Some(&next) = edges[node].get(*followed) {
                *followed += 1;
                if index[next] == UNSEEN {
                    index[next] = next_index;
                    low[next] = next_index;
                    next_index += 1;
                    stack.push(next);
                    on_stack[next] = true;
                    path.push((next, 0));
                } else if on_stack[next] {
                    low[node] = low[node].min(index[next]);
                }
                continue;
            }
            path.pop();
            if let Some(&(parent, _)) = path.last() {
                low[parent] = low[parent].min(low[node]);
            }
            if low[node] == index[node] {
                while let Some(member) = stack.pop() {
                    on_stack[member] = false;
                    component[member] = next_component;
                    if member == node {
                        break;
                    }
                }
                next_component += 1;
            }
        }
    }
    component
}

/// One cycle of each strongly connected component that has one, as the depth-first search
/// from the nodes in order (edges in order) first closes it: the node the closing edge returns
/// to, the path from it, and that node again. Cycles come in the order they are closed.
pub fn cycles(edges: &[Vec<usize>]) -> Vec<Vec<usize>> {
    let component = components(edges);
    let mut found = vec![false; edges.len()];
    let mut cycles = Vec::new();
    // 0: not visited, 1: on the path, 2: done.
    let mut state = vec![0u8; edges.len()];
    let mut position = vec![0; edges.len()];
    let mut path: Vec<(usize, usize)> = Vec::new();
    for root in 0..edges.len() {
        if state[root] != 0 {
            continue;
        }
        state[root] = 1;
        position[root] = 0;
        path.push((root, 0));
        while let Some(&mut (node, ref mut followed)) = path.last_mut() {
            let Some(&next) = edges[node].get(*followed) else {
                state[node] = 2;
                path.pop();
                continue;
            };
            *followed += 1;
            match state[next] {
                0 => {
                    state[next] = 1;
                    position[next] = path.len();
                    path.push((next, 0));
                }
                1 if !found[component[next]] => {
                    found[component[next]] = true;
                    let mut cycle: Vec<usize> =
                        path[position[next]..].iter().map(|&(n, _)| n).collect();
                    cycle.push(next);
                    cycles.push(cycle);
                }
                _ => {}
            }
        }
    }
    cycles
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reaching_follows_edges_backwards() {
        // 0 -> 1 -> 2, 3 -> 2, 4 alone.
        let edges = vec![vec![1], vec![2], vec![], vec![2], vec![]];
        assert_eq!(
            reaching(&edges, |n| n == 2),
            [true, true, true, true, false]
        );
        assert_eq!(
            reaching(&edges, |n| n == 1),
            [true, true, false, false, false]
        );
    }

    #[test]
    fn components_group_cycles() {
        // 0 -> 1 -> 2 -> 1, 2 -> 3, 3 -> 3.
        let edges = vec![vec![1], vec![2], vec![1, 3], vec![3]];
        let c = components(&edges);
        assert_eq!(c[1], c[2]);
        assert_ne!(c[0], c[1]);
        assert_ne!(c[3], c[1]);
        // A component comes before the components that reach it.
        assert!(c[3] < c[1] && c[1] < c[0]);
    }

    #[test]
    fn one_cycle_per_component_as_the_search_closes_it() {
        // 0 -> 1 -> 2 -> 1 (and 2 -> 0 closes a second cycle in the same component);
        // 3 -> 3; 4 -> 5 -> 4.
        let edges = vec![vec![1], vec![2], vec![1, 0], vec![3], vec![5], vec![4]];
        assert_eq!(cycles(&edges), [vec![1, 2, 1], vec![3, 3], vec![4, 5, 4]]);
        // Acyclic: none.
        assert!(cycles(&[vec![1], vec![2], vec![]]).is_empty());
    }

    #[test]
    fn deep_chains_need_no_stack() {
        let n = 1_000_000;
        let mut edges: Vec<Vec<usize>> = (0..n).map(|i| vec![i + 1]).collect();
        edges[n - 1] = vec![0];
        let cycles = cycles(&edges);
        assert_eq!(cycles.len(), 1);
        assert_eq!(cycles[0].len(), n + 1);
        assert!(reaching(&edges, |i| i == 0).iter().all(|&r| r));
    }
}
